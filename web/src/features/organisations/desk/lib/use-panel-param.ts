import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export const DESK_PANELS = ['collect', 'drop-off', 'claims', 'members', 'settings'] as const;
export type DeskPanel = (typeof DESK_PANELS)[number];

/**
 * The desk's open panel lives in `?panel=`, so a reload keeps it and the phone's Back button
 * closes it (each opening is a history entry).
 */
export function usePanelParam(): [DeskPanel | null, (next: DeskPanel | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('panel');
  const current = (DESK_PANELS as readonly string[]).includes(requested ?? '') ? (requested as DeskPanel) : null;
  const open = useCallback(
    (next: DeskPanel | null) => {
      navigate(next ? `${location}?panel=${next}` : location);
    },
    [location, navigate],
  );
  return [current, open];
}
