export { escapeHtml, renderContent, type MailContent, type RenderedMail } from './layout.js';
export { welcomeMail, type WelcomeMailData } from './welcome.js';
export { passwordResetMail, type PasswordResetMailData } from './password-reset.js';
export { passwordChangedMail, type PasswordChangedMailData } from './password-changed.js';
export { notificationMail, type NotificationMailData } from './notification.js';
