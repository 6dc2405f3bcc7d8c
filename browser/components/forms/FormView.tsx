import { ContactForm } from './ContactForm.tsx';
import { NewsletterCard } from './NewsletterCard.tsx';
import { NotifyForm } from './NotifyForm.tsx';
import type { FormsIslandProps } from './props.ts';

/** The server-rendered forms, by kind. The popup has no markup until it opens (the browser mounts it). */
export function FormView(props: FormsIslandProps) {
  switch (props.kind) {
    case 'newsletter':
      return <NewsletterCard {...props} />;
    case 'notify':
      return <NotifyForm {...props} />;
    case 'contact':
      return <ContactForm {...props} />;
    case 'popup':
      return null;
  }
}
