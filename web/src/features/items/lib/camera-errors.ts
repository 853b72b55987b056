/** Maps getUserMedia's errors to the spec's four messages. */
import type { KeyOf } from '../../../i18n';

export function cameraErrorKey(error: unknown): KeyOf<'items'> {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'camera.permission';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'camera.notFound';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'camera.notSupported';
  return 'camera.generic';
}
