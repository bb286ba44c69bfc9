import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from './email-template.registry';
import { emailTemplateInputSchema } from './email-template.schemas';
import { fillVariables, unknownVariables, unknownVariablesMessage, variablesIn } from './email-template.logic';

describe('variablesIn', () => {
  it('finds every {{name}}, spaces trimmed, in order', () => {
    expect(variablesIn('Aloha {{guest_name}}, from {{ check_in_date }} ({{guest_name}})')).toEqual(['guest_name', 'check_in_date', 'guest_name']);
  });

  it('ignores braces that are not a variable', () => {
    expect(variablesIn('a { b } {{ c and {d}')).toEqual([]);
  });
});

describe('unknownVariables and their message', () => {
  it('names each unknown name once', () => {
    expect(unknownVariables('{{nope}} {{guest_name}} {{nope}} {{Guest_Name}}', ['guest_name'])).toEqual(['nope', 'Guest_Name']);
  });

  it('says which names are not variables of the e-mail', () => {
    expect(unknownVariablesMessage('Hi {{nope}}', ['guest_name'])).toBe('{{nope}} is not a variable of this e-mail. Use one from the list.');
    expect(unknownVariablesMessage('{{a}} {{b}}', [])).toBe('{{a}}, {{b}} are not variables of this e-mail. Use one from the list.');
    expect(unknownVariablesMessage('Hi {{guest_name}}', ['guest_name'])).toBeNull();
  });
});

describe('fillVariables', () => {
  it('puts each value in place, through the given encoder', () => {
    expect(fillVariables('Hi {{ name }}!', { name: '<b>' }, () => {}, (value) => value.toUpperCase())).toBe('Hi <B>!');
  });

  it('renders a name without a value as empty and reports it, never the braces', () => {
    const unknown: string[] = [];
    expect(fillVariables('Hi {{nope}}.', {}, (name) => unknown.push(name))).toBe('Hi .');
    expect(unknown).toEqual(['nope']);
  });

  it('does not take inherited names as values', () => {
    expect(fillVariables('{{constructor}}', {}, () => {})).toBe('');
  });
});

describe('the registry', () => {
  it('has one entry per kind, and each default uses only its own variables', () => {
    const kinds = EMAIL_TEMPLATES.map((template) => template.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const template of EMAIL_TEMPLATES) {
      const names = template.variables.map((variable) => variable.name);
      expect(unknownVariables(`${template.subject}\n${template.body}`, names), template.kind).toEqual([]);
    }
  });

  it('registers the automated guest messages with the variables they are given', () => {
    const names = (kind: string) => EMAIL_TEMPLATES.find((template) => template.kind === kind)?.variables.map((variable) => variable.name);
    expect(names('pre_arrival')).toEqual(expect.arrayContaining(['guest_name', 'check_in_date', 'check_in_time', 'address', 'door_code', 'wifi_name', 'wifi_password', 'check_in_instructions', 'house_rules', 'booking_link']));
    expect(names('check_in_day')).toEqual(expect.arrayContaining(['guest_name', 'check_in_time', 'address', 'booking_link']));
    expect(names('review_request')).toEqual(expect.arrayContaining(['guest_name', 'check_in_date', 'check_out_date', 'review_link']));
  });
});

describe('emailTemplateInputSchema', () => {
  it('refuses an unknown variable on the field that holds it', () => {
    const result = emailTemplateInputSchema.safeParse({ kind: 'pre_arrival', subject: 'Hi {{nope}}', body: 'Door: {{door_code}} {{total}}' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['subject', '{{nope}} is not a variable of this e-mail. Use one from the list.'],
      ['body', '{{total}} is not a variable of this e-mail. Use one from the list.'],
    ]);
  });

  it('accepts the kind’s own variables', () => {
    expect(emailTemplateInputSchema.safeParse({ kind: 'pre_arrival', subject: 'Hi {{guest_name}}', body: 'Door: {{ door_code }}' }).success).toBe(true);
  });
});
