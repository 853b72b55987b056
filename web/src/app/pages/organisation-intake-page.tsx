/**
 * /organisations/:id/intake: the organisations feature's intake desk with the items feature's
 * photo uploader (the post form's), composed here because features do not import each other.
 */
import { useParams } from 'wouter';
import { PhotoPicker, uploadTempImages, usePhotoUploads } from '../../features/items';
import { IntakeDesk } from '../../features/organisations/desk';

export default function OrganisationIntakePage() {
  const { id } = useParams<{ id: string }>();
  const photos = usePhotoUploads(uploadTempImages);
  return (
    <IntakeDesk
      organisationId={id}
      photos={photos}
      uploadFiles={(files) => uploadTempImages(files)}
      photoField={(labels) => <PhotoPicker photos={photos} {...labels} />}
    />
  );
}
