/** Maps getUserMedia's errors to the spec's four messages. */
export function cameraErrorKey(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'camera.permission';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'camera.notFound';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'camera.notSupported';
  return 'camera.generic';
}
