import { Migration } from '@mikro-orm/migrations';

/*
 * Probe G3: owner blocks and imported nights were kept from guests' stays by a
 * read before a write, so a block and a checkout racing for one night both won.
 * Now PostgreSQL itself keeps them apart (docs/decisions/001-night-claims.md):
 * every write that takes nights (a booking becoming live, a calendar block
 * added or grown) first takes one transaction-scoped advisory lock of the house
 * (5546, 1), then checks the other side under it. The triggers run whatever
 * path writes the row, so no future code path can forget the rule. The app
 * takes the same lock first (takeNightsLock) so the lock order is always the
 * same, and reads under it to name the booking in its 409.
 */
export class Migration20261126020000NightClaims extends Migration {
  override up(): void {
    this.addSql(`create or replace function booking_claims_nights() returns trigger language plpgsql as $$
declare
  blocker record;
begin
  if new.status not in ('hold', 'confirmed') then return new; end if;
  -- Still live with the same nights (a hold being paid): it took them when it became live.
  if tg_op = 'UPDATE' and old.status in ('hold', 'confirmed') and old.check_in = new.check_in and old.check_out = new.check_out then return new; end if;
  perform pg_advisory_xact_lock(5546, 1);
  select source into blocker from calendar_block
   where daterange(start_date, end_date, '[)') && daterange(new.check_in, new.check_out, '[)')
   limit 1;
  if found then
    raise exception 'nights % to % are blocked (%)', new.check_in, new.check_out, blocker.source
      using errcode = 'exclusion_violation', constraint = 'night_blocked';
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger booking_claims_nights before insert or update of status, check_in, check_out on booking
  for each row execute function booking_claims_nights();`);

    this.addSql(`create or replace function calendar_block_claims_nights() returns trigger language plpgsql as $$
declare
  stay record;
begin
  -- Trimming a block frees nights; it takes none.
  if tg_op = 'UPDATE' and new.source = old.source and new.start_date >= old.start_date and new.end_date <= old.end_date then return new; end if;
  perform pg_advisory_xact_lock(5546, 1);
  -- Imported nights are another site's sale: stored even over our stays (the sync flags those), never refused.
  if new.source <> 'owner' then return new; end if;
  select reference into stay from booking
   where status in ('hold', 'confirmed') and daterange(check_in, check_out, '[)') && daterange(new.start_date, new.end_date, '[)')
   order by check_in limit 1;
  if found then
    raise exception 'nights % to % are taken by %', new.start_date, new.end_date, stay.reference
      using errcode = 'exclusion_violation', constraint = 'night_taken';
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger calendar_block_claims_nights before insert or update on calendar_block
  for each row execute function calendar_block_claims_nights();`);
    this.addSql(`create index "calendar_block_nights_index" on "calendar_block" using gist (daterange("start_date", "end_date", '[)'));`);
    // The stays a feed's last sync found on nights it also sold, for the owner to settle.
    this.addSql(`alter table "calendar_feed" add column "overlaps" jsonb not null default '[]';`);
  }

  override down(): void {
    this.addSql(`alter table "calendar_feed" drop column "overlaps";`);
    this.addSql(`drop index if exists "calendar_block_nights_index";`);
    this.addSql(`drop trigger if exists calendar_block_claims_nights on calendar_block;`);
    this.addSql(`drop function if exists calendar_block_claims_nights();`);
    this.addSql(`drop trigger if exists booking_claims_nights on booking;`);
    this.addSql(`drop function if exists booking_claims_nights();`);
  }
}
