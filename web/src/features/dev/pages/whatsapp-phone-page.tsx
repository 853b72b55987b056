import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { useWaPersonAct, useWaPhoneLog, type WaPersonAction } from '../api/whatsapp-phone';
import { WaBotMessage } from '../components/wa-bot-message';
import { DEV_NS } from '../i18n';

type Act = WaPersonAction extends infer A ? (A extends unknown ? Omit<A, 'from' | 'name'> : never) : never;

/** A photo's bytes as base64, as WhatsApp carries them to the simulator. */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * /dev/whatsapp: plays a person's phone against the built-in WhatsApp simulator (development only,
 * docs/decisions/0267): type, send a photo, share a location, tap the bot's buttons and list rows;
 * the conversation reads top to bottom, newest last, in the language the bot chose.
 */
export default function WhatsappPhonePage() {
  const { t } = useTranslation(DEV_NS);
  const [number, setNumber] = useState('254712345678');
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [lat, setLat] = useState('-1.2864');
  const [lng, setLng] = useState('36.8172');
  const log = useWaPhoneLog(number);
  const act = useWaPersonAct(number);
  const list = useRef<HTMLOListElement>(null);
  const send = (action: Act) => act.mutate({ from: number, ...(name ? { name } : {}), ...action } as WaPersonAction);

  const conversation = [
    ...(log.data?.sent ?? []).map((m) => ({ at: m.receivedAt, key: m.wamid, bot: m, person: undefined })),
    ...(log.data?.received ?? []).map((m) => ({ at: m.sentAt, key: m.wamid, bot: undefined, person: m })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // Newest last, as on a phone: the list (not the page) scrolls to its end when a message arrives.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [conversation.length]);

  const onText = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send({ type: 'text', text });
    setText('');
  };
  const onPhoto = async (file: File | undefined) => {
    if (file) send({ type: 'image', imageBase64: await readBase64(file), mimeType: file.type || 'image/jpeg' });
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('wa.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('wa.intro')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TextField label={t('wa.number')} value={number} inputMode="numeric" onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))} />
        <TextField label={t('wa.name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </div>
      {log.isError && <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">{t('wa.unavailable')}</p>}
      <ol
        ref={list}
        className="mt-4 max-h-[60vh] space-y-2 overflow-y-auto rounded-xl bg-emerald-50 p-3"
        aria-label={t('wa.conversation')}
        data-testid="wa-conversation"
      >
        {conversation.length === 0 && <li className="text-sm text-slate-600">{t('wa.empty')}</li>}
        {conversation.map((entry) =>
          entry.bot ? (
            <li key={entry.key} className="flex">
              <WaBotMessage body={entry.bot.body} disabled={act.isPending} onTap={(type, replyId, replyTitle) => send({ type, replyId, replyTitle })} />
            </li>
          ) : (
            <li key={entry.key} className="flex justify-end">
              <p
                className="max-w-[85%] whitespace-pre-wrap break-words rounded-xl rounded-tr-none bg-emerald-200 p-3 text-sm text-slate-900"
                data-testid="wa-person-message"
              >
                {entry.person?.summary}
              </p>
            </li>
          ),
        )}
      </ol>
      {act.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {t('wa.failed')}
        </p>
      )}
      <form onSubmit={onText} className="mt-3 flex items-end gap-2">
        <div className="flex-1">
          <TextField label={t('wa.message')} value={text} maxLength={4096} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" disabled={act.isPending || !text.trim()}>
          {t('wa.send')}
        </Button>
      </form>
      <div className="mt-3">
        <TextField
          label={t('wa.photo')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={act.isPending}
          onChange={(e) => {
            void onPhoto(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <fieldset className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('wa.location')}</legend>
        <TextField label={t('wa.latitude')} value={lat} inputMode="decimal" onChange={(e) => setLat(e.target.value)} />
        <TextField label={t('wa.longitude')} value={lng} inputMode="decimal" onChange={(e) => setLng(e.target.value)} />
        <Button
          variant="outline"
          disabled={act.isPending || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lng))}
          onClick={() => send({ type: 'location', latitude: Number(lat), longitude: Number(lng) })}
        >
          {t('wa.share')}
        </Button>
      </fieldset>
    </main>
  );
}
