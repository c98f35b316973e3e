import type { ChatFormKind } from '@/lib/chat';
import { Island } from '@/components/island';
import { ChatAlternatives } from '@/islands/parts/chat-alternatives';

/**
 * A form whose answer is a WhatsApp chat. The form itself is a small island
 * (islands/chat-form.tsx: checks the fields, then opens the chat with a
 * prefilled message); its HTML works without JavaScript as a GET to the chat
 * link. Beside it are the direct chat link and the phone number.
 */
export function ChatForm({
  id,
  kind,
  whatsapp,
  phone,
  department,
  submitLabel,
}: {
  id: string;
  kind: ChatFormKind;
  whatsapp: string;
  phone: string;
  department?: string;
  submitLabel?: string;
}) {
  return (
    <div>
      <Island name="chat-form" props={{ id, kind, whatsapp, department, submitLabel }} />
      <ChatAlternatives whatsapp={whatsapp} phone={phone} />
    </div>
  );
}
