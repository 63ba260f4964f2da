import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { VerifyEmailProps } from './verify-email';

export const verifyEmailWidget = describeWidget<VerifyEmailProps>({
  folder: 'verify-email',
  names: ['Verify Email'],
  tag: 'hd-verify-email',
  description:
    "Asks an unverified member to verify their email: 'Verify my email' becomes a disabled 'Resend verification email' once sent (spec 001 §4 Email card). Hidden once the member is verified.",
  events: [
    { prop: 'onSent', name: 'hd-change', description: 'The verification email was sent.' },
    { prop: 'onError', name: 'hd-error', description: 'Sending failed; detail {message}.' },
  ],
  parts: [...commonParts('widget', 'title', 'body', 'error'), { name: 'status', description: "'Verification email sent'." }],
  load: () => import('./element'),
});
