import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="p-3 sm:p-4">
      <p className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 sm:text-2xl">{value}</p>
    </Card>
  );
}
