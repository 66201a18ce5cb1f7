import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What a voter has used of a contest's daily allowance, as PostgreSQL has it. */
@Injectable()
export class AllowanceLoader {
  constructor(private readonly ds: DataSource) {}

  /** The highest allowance slot (contest, user) used on `day` (0 when none): the slots are 1, 2, … */
  async used(contestId: string, userId: string, day: string): Promise<number> {
    const [r] = (await this.ds.query(
      `SELECT coalesce(max(slot), 0)::int AS used FROM votes WHERE contest_id = $1 AND voter_id = $2 AND day = $3`,
      [contestId, userId, day],
    )) as { used: number }[];
    return r?.used ?? 0;
  }
}
