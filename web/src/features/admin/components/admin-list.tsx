/** The shared list frame with the admin screens' own words for loading, failure and retry. */
import { useTranslation } from '../../../i18n';
import { ListScaffold, type ListScaffoldProps } from '../../../components/list-scaffold';
import { ADMIN_NS } from '../i18n';

export type AdminListProps = Omit<ListScaffoldProps, 'texts'> & { empty?: string; emptyHint?: string };

export function AdminList({ empty = '', emptyHint, ...props }: AdminListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const texts = { loading: t('common.loading'), loadFailed: t('common.loadFailed'), retry: t('common.retry'), empty, emptyHint };
  return <ListScaffold texts={texts} {...props} />;
}
