import type { EmailMessage } from './mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function linkEmail(to: string, subject: string, intro: string, action: string, link: string, outro: string): EmailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

/** spec 000 §5: "Email verification sends a key"; the portal's /verify-email page calls GET verify-email. */
export function verificationEmail(to: string, publicUrl: string, key: string): EmailMessage {
  const link = `${publicUrl}/verify-email?key=${encodeURIComponent(key)}`;
  return linkEmail(
    to,
    'Verify your HealthDeck email address',
    'Welcome to HealthDeck. Please confirm your email address.',
    'Verify email',
    link,
    'If you did not create an account, ignore this email.',
  );
}

/** spec 000 §7.3 password request-new / set: the link carries the key and the email. */
export function passwordResetEmail(to: string, publicUrl: string, key: string): EmailMessage {
  const link = `${publicUrl}/reset-password?key=${encodeURIComponent(key)}&email=${encodeURIComponent(to)}`;
  return linkEmail(
    to,
    'Reset your HealthDeck password',
    'We received a request to reset your password. The link works for one hour.',
    'Reset password',
    link,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  );
}

/** A process's send-email step (domain/processes): the administrator's template, its placeholders filled in, as text and escaped html. */
export function processEmail(to: string, subject: string, body: string): EmailMessage {
  const paragraphs = body.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return { to, subject, text: `${body}\n`, html: paragraphs.join('') };
}
