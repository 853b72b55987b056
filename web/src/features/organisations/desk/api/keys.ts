export const deskKeys = {
  mine: ['organisations', 'mine'] as const,
  held: (id: string) => ['organisations', id, 'held'] as const,
  members: (id: string) => ['organisations', id, 'members'] as const,
  claims: (id: string) => ['organisations', id, 'claims'] as const,
};
