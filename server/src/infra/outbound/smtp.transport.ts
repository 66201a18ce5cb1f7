import { Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '@server/config/app-config';
import { MailTransport, type OutboundMessage } from './outbound';

/** E-mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
@Injectable()
export class SmtpMailTransport extends MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(private readonly config: AppConfig) {
    super();
    this.transporter = nodemailer.createTransport(config.raw.SMTP_URL ?? '');
  }

  async send(message: OutboundMessage) {
    await this.transporter.sendMail({ from: this.config.raw.MAIL_FROM, to: message.to, subject: message.subject, text: message.body });
  }
}
