import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { seedDatabase } from '../composition/seed';
import { migrate, openOrm } from './orm';
import { oneStartAtATime } from './startup-lock';
import { adminQuery } from '../../test/test-database';


describe('several server processes starting at the same moment on one empty database', () => {
  it('migrate and seed it once between them, and every one of them starts', async () => {
    const name = `startup_${randomBytes(6).toString('hex')}`;
    await adminQuery(inject('pgAdminUrl'), `create database "${name}"`);
    const url = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
    // Three ORMs with pools of their own: three processes' worth of connections.
    const orms = await Promise.all([1, 2, 3].map(() => openOrm(url, { pool: { max: 2, acquireTimeoutMillis: 30_000 } })));
    try {
      const seeded = await Promise.all(
        orms.map((orm) =>
          oneStartAtATime(url, async () => {
            await migrate(orm);
            return seedDatabase(orm.em.fork());
          }),
        ),
      );
      expect(seeded.filter((parts) => parts.length > 0)).toHaveLength(1);
      const em = orms[0]!.em.fork();
      expect(await em.execute('select name from mikro_orm_migrations group by name having count(*) > 1')).toEqual([]);
      expect(await orms[0]!.getMigrator().getPendingMigrations()).toEqual([]);
      expect(await em.execute('select count(*)::int as houses from property')).toEqual([{ houses: 1 }]);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await adminQuery(inject('pgAdminUrl'), `drop database if exists "${name}" with (force)`);
    }
  }, 120_000);
});
