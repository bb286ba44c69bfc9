import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { SettingEntity } from '../content/content.entity';
import { SITE_INFO_KEY } from '../content/content.service';
import { AttractionEntity } from '../property/property.entity';

const { db, http } = useTestServer();

describe('the default tours widget (spec §2)', () => {
  it('is the address a fresh site starts with', async () => {
    const site = await (await fetch(`${http.baseUrl}/api/settings/site_info`)).json();
    expect(site.tours_widget_url).toBe('/widgets/tours');
  });

  it('answers with the nearby experiences and the script that reports its height', async () => {
    const page = await fetch(`${http.baseUrl}/widgets/tours`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>Experiences near the house</h1>');
    expect(html).toContain('<h2>Kualoa Ranch</h2>');
    expect(html).toContain('<h2>Kailua Beach Park</h2>');
    // Meals, shops and the airport are not experiences.
    expect(html).not.toContain('Windward Mall');
    expect(html).toContain('<script src="/widgets/tours.js" defer></script>');
    // No inline script: the Content-Security-Policy allows scripts from our own origin only.
    expect(html.match(/<script/g)).toHaveLength(1);

    const script = await fetch(`${http.baseUrl}/widgets/tours.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(code).toContain(`window.parent.postMessage({ type: "resize", height }, origin)`);
    expect(code).toContain(`event.data.type === "request-height"`);
  });

  it("shows the owner's texts as text, never as HTML", async () => {
    const em = db.orm.em.fork();
    const ranch = await em.findOneOrFail(AttractionEntity, { name: 'Kualoa Ranch' });
    ranch.name = '<img src=x onerror="alert(1)"> Ranch & Co';
    await em.flush();
    const html = await (await fetch(`${http.baseUrl}/widgets/tours`)).text();
    expect(html).toContain('<h2>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Ranch &amp; Co</h2>');
    expect(html).not.toContain('<img');
  });

  it('is filled in once on a site seeded before it existed, and an address the owner set is kept', async () => {
    const em = db.orm.em.fork();
    const row = await em.findOneOrFail(SettingEntity, { key: SITE_INFO_KEY });
    const migrator = db.orm.getMigrator();
    const migration = 'Migration20261124140000_tours_widget_default';
    await migrator.down(migration);

    row.value = { ...row.value, tours_widget_url: null };
    await em.flush();
    await migrator.up();
    expect((await db.orm.em.fork().findOneOrFail(SettingEntity, { key: SITE_INFO_KEY })).value.tours_widget_url).toBe('/widgets/tours');

    await migrator.down(migration);
    const owner = 'https://www.viator.com/partner-widget?pid=P123';
    await db.orm.em.fork().nativeUpdate(SettingEntity, { key: SITE_INFO_KEY }, { value: { ...row.value, tours_widget_url: owner } });
    await migrator.up();
    expect((await db.orm.em.fork().findOneOrFail(SettingEntity, { key: SITE_INFO_KEY })).value.tours_widget_url).toBe(owner);
  });
});
