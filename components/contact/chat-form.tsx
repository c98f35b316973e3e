import { MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';

export type FieldName = 'name' | 'phone' | 'email' | 'subject' | 'message';

const FIELDS: Record<FieldName, { label: string; type: string; autoComplete: string; required: boolean }> = {
  name: { label: 'Your name', type: 'text', autoComplete: 'name', required: true },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel', required: true },
  email: { label: 'E-mail (optional)', type: 'email', autoComplete: 'email', required: false },
  subject: { label: 'Subject', type: 'text', autoComplete: 'off', required: false },
  message: { label: 'Message', type: 'textarea', autoComplete: 'off', required: false },
};

/**
 * A form whose answer is a WhatsApp chat. As plain HTML it submits to the
 * chat link with the message as the chat text (wa.me reads "text"); beside it
 * are the direct chat link and the phone number.
 */
export function ChatForm({
  id,
  fields,
  whatsapp,
  phone,
  submitLabel = 'Send on WhatsApp',
}: {
  id: string;
  fields: FieldName[];
  whatsapp: string;
  phone: string;
  submitLabel?: string;
}) {
  return (
    <div>
      <form id={id} action={composeChatLink(whatsapp)} method="get" target="_blank" className="grid gap-4" noValidate={false}>
        {fields.map((name) => {
          const f = FIELDS[name];
          const fieldId = `${id}-${name}`;
          return (
            <div key={name}>
              <label htmlFor={fieldId} className="font-semibold text-slate-800">
                {f.label}
                {f.required && <span aria-hidden="true" className="text-emergency-700"> *</span>}
              </label>
              {f.type === 'textarea' ? (
                <textarea id={fieldId} name={name === 'message' ? 'text' : name} rows={4} maxLength={1000} className="field-input" />
              ) : (
                <input
                  id={fieldId}
                  name={name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required={f.required}
                  className="field-input"
                  {...(name === 'phone' ? { inputMode: 'tel' as const } : {})}
                />
              )}
            </div>
          );
        })}
        <button type="submit" className="btn-chat justify-self-start">
          <MessageCircle aria-hidden="true" className="size-5" /> {submitLabel}
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-700">
        Prefer not to fill a form?{' '}
        <a href={composeChatLink(whatsapp)} target="_blank" rel="noopener noreferrer" className="font-semibold">
          Open WhatsApp chat<span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        or call{' '}
        <a href={phoneLink(phone)} className="inline-flex items-center gap-1 font-semibold">
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
        .
      </p>
    </div>
  );
}
