import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '../../../shared/email/email-template.registry';
import { renderTemplate } from './template-render';

const SITE = 'Kaneohe Bay Beach House';

describe('renderTemplate', () => {
  it('fills the subject with plain values on one line', () => {
    const email = renderTemplate({ subject: 'Aloha {{guest_name}} & co', body: 'x' }, { guest_name: 'Keiko <b>\nTanaka' }, SITE);
    expect(email.subject).toBe('Aloha Keiko <b> Tanaka & co');
  });

  it('escapes every value in the HTML, and keeps it as typed in the text part', () => {
    const email = renderTemplate({ subject: 's', body: 'Aloha {{guest_name}},\n\n> {{message}}' }, { guest_name: '<script>alert(1)</script>', message: 'a & "b"' }, SITE);
    expect(email.html).toContain('Aloha &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('a &amp; &quot;b&quot;');
    expect(email.text).toContain('Aloha <script>alert(1)</script>,');
  });

  it('does not read a value as Markdown', () => {
    const email = renderTemplate({ subject: 's', body: 'Hi {{guest_name}}' }, { guest_name: '**bold** [x](https://evil.example)' }, SITE);
    expect(email.html).toContain('<p>Hi **bold** [x](https://evil.example)</p>');
  });

  it('turns the owner’s Markdown into the layout: title, headings, boxes, buttons, bold, links', () => {
    const body = '# Welcome {{guest_name}}\n\n## Wi-Fi\n\nNetwork: **{{wifi_name}}**\nAsk [us](mailto:host@example.com)\n\n> {{address}}\n\n[View your booking]({{booking_link}})';
    const values = { guest_name: 'Keiko', wifi_name: 'Beach', address: '1 Road\nKaneohe', booking_link: 'https://x.example/b?ref=A&token=B' };
    const email = renderTemplate({ subject: 'Subject', body }, values, SITE);
    expect(email.html).toContain('<h1 style="font-family:Georgia,serif;font-size:22px;color:#0b4c56">Welcome Keiko</h1>');
    expect(email.html).toContain('>Wi-Fi</h2>');
    expect(email.html).toContain('<p>Network: <strong>Beach</strong><br>Ask <a href="mailto:host@example.com" style="color:#0b4c56">us</a></p>');
    expect(email.html).toContain('>1 Road<br>Kaneohe</p>');
    expect(email.html).toContain('<a href="https://x.example/b?ref=A&amp;token=B" style="display:inline-block');
    expect(email.html).toContain('>View your booking</a>');
    expect(email.html).toContain(`>${SITE}</p>`);
    expect(email.text).toBe(['Wi-Fi:', 'Network: Beach\nAsk us: mailto:host@example.com', '1 Road\nKaneohe', 'View your booking: https://x.example/b?ref=A&token=B', SITE].join('\n\n'));
  });

  it('leaves out a paragraph or box whose values are all empty, in both parts', () => {
    const email = renderTemplate({ subject: 's', body: 'Hi\n\n{{refund_reason}}\n\n> {{message}}\n\nBye' }, { refund_reason: '', message: ' ' }, SITE);
    expect(email.html).not.toMatch(/<p[^>]*>\s*<\/p>/);
    expect(email.text).toBe(['Hi', 'Bye', SITE].join('\n\n'));
  });

  it('leaves out a line whose values are all empty, and a heading whose section is all left out, in both parts', () => {
    const body = '## Wi-Fi\n\n> Network: {{wifi_name}}\n> Password: {{wifi_password}}\n\n## Door\n\n> {{door_code}}\n\nCode: **{{door_code}}**\n\n## Rules\n\nBe kind.\n\n## Later';
    const email = renderTemplate({ subject: 's', body }, { wifi_name: '', wifi_password: 'mahalo', door_code: ' ' }, SITE);
    expect(email.text).toBe(['Wi-Fi:', 'Password: mahalo', 'Rules:', 'Be kind.', 'Later:', SITE].join('\n\n'));
    expect(email.html).toContain('>Password: mahalo</p>');
    expect(email.html).not.toContain('Network');
    expect(email.html).not.toContain('Door');
    expect(email.html).toContain('>Later</h2>');
    const none = renderTemplate({ subject: 's', body }, { wifi_name: '', wifi_password: '', door_code: '4821' }, SITE);
    expect(none.text).toBe(['Door:', '4821', 'Code: 4821', 'Rules:', 'Be kind.', 'Later:', SITE].join('\n\n'));
    expect(none.html).not.toContain('Wi-Fi');
  });

  it('keeps a line with a variable that has no value, rendered empty and reported', () => {
    const unknown: string[] = [];
    const email = renderTemplate({ subject: 's', body: '## Door\n\nCode: {{nope}}' }, {}, SITE, (name) => unknown.push(name));
    expect(email.text).toBe(['Door:', 'Code: ', SITE].join('\n\n'));
    expect(unknown).toEqual(['nope', 'nope']);
  });

  it('uses the subject as the heading when the body has no title', () => {
    expect(renderTemplate({ subject: 'Hello {{guest_name}}', body: 'Hi' }, { guest_name: 'K' }, SITE).html).toContain('>Hello K</h1>');
  });

  it('escapes the owner’s own HTML too', () => {
    expect(renderTemplate({ subject: 's', body: '<img src=x onerror=alert(1)>' }, {}, SITE).html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('makes no link of a value that is not http(s) or mailto', () => {
    const email = renderTemplate({ subject: 's', body: '[Open]({{booking_link}})' }, { booking_link: 'javascript:alert(1)' }, SITE);
    expect(email.html).not.toContain('javascript:');
    expect(email.html).toContain('<p>Open</p>');
  });

  it('renders an unknown variable as empty and reports it, never the braces', () => {
    const unknown: string[] = [];
    const email = renderTemplate({ subject: 'Hi {{nope}}', body: 'Body {{nope}}.' }, {}, SITE, (name) => unknown.push(name));
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('{{');
    expect(email.html).toContain('<p>Body .</p>');
    expect(unknown).toEqual(['nope', 'nope', 'nope']);
  });

  it('renders every default with its samples, with no variable left', () => {
    for (const template of EMAIL_TEMPLATES) {
      const values = Object.fromEntries(template.variables.map((variable) => [variable.name, variable.sample]));
      const unknown: string[] = [];
      const email = renderTemplate(template, values, SITE, (name) => unknown.push(name));
      expect(unknown, template.kind).toEqual([]);
      expect(email.text, template.kind).not.toContain('{{');
      expect(email.html, template.kind).toContain('<!doctype html>');
    }
  });
});
