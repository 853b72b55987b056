/** One message the simulated WhatsApp business sent: its words, a photo, and its reply buttons or list rows to tap. */
import { botImageSrc, type WaBotBody, type WaPersonAction } from '../api/whatsapp-phone';

type Tap = (action: Extract<WaPersonAction, { type: 'button' | 'list' }>['type'], replyId: string, replyTitle: string) => void;

export function WaBotMessage({ body, onTap, disabled }: { body: WaBotBody; onTap: Tap; disabled: boolean }) {
  const image = botImageSrc(body);
  const words = body.text?.body ?? body.interactive?.body.text ?? body.image?.caption;
  const buttons = body.interactive?.action.buttons ?? [];
  const rows = body.interactive?.action.sections?.flatMap((s) => s.rows) ?? [];
  const option =
    'block w-full rounded-lg border border-emerald-600 bg-white px-3 py-2 text-left text-sm font-medium text-emerald-800 hover:bg-emerald-50 disabled:opacity-50';
  return (
    <div className="max-w-[85%] rounded-xl rounded-tl-none bg-white p-3 text-sm text-slate-900 shadow-sm" data-testid="wa-bot-message">
      {image && <img src={image} alt="" className="mb-2 max-h-48 rounded-lg" data-testid="wa-bot-photo" />}
      {words && <p className="whitespace-pre-wrap break-words">{words}</p>}
      {body.template && (
        <p className="break-words">
          <span className="font-mono text-xs text-slate-500">
            {body.template.name} ({body.template.language.code})
          </span>{' '}
          {body.template.components?.[0]?.parameters.map((p) => p.text).join(' · ')}
        </p>
      )}
      {(buttons.length > 0 || rows.length > 0) && (
        <div className="mt-2 space-y-1.5">
          {buttons.map(({ reply }) => (
            <button key={reply.id} type="button" className={option} disabled={disabled} onClick={() => onTap('button', reply.id, reply.title)}>
              {reply.title}
            </button>
          ))}
          {rows.length > 0 && body.interactive?.action.button && <p className="text-xs font-semibold text-slate-500">{body.interactive.action.button}</p>}
          {rows.map((row) => (
            <button key={row.id} type="button" className={option} disabled={disabled} onClick={() => onTap('list', row.id, row.title)}>
              {row.title}
              {row.description && <span className="block text-xs font-normal text-slate-600">{row.description}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
