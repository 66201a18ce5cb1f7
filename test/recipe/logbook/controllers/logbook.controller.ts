import { Controller, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import { Auth, ZBody, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { diveLogDtoSchema, logDiveSchema, type LogDiveInput } from '../contracts/logbook';
import { LogbookService } from '../services/logbook.service';

/** A diver's log (logged-in only: closed by default). */
@Controller('logbook/dives')
export class LogbookController {
  constructor(private readonly logbook: LogbookService) {}

  @Post()
  @ZResponse(diveLogDtoSchema, 'Log a dive')
  async log(@Auth() auth: AuthContext, @ZBody(logDiveSchema) body: LogDiveInput) {
    return new Ok(await this.logbook.log(auth.userId, body), 'logbook.logged');
  }

  @Get()
  @ZResponse(z.array(diveLogDtoSchema), 'My logged dives, newest first')
  mine(@Auth() auth: AuthContext) {
    return this.logbook.mine(auth.userId);
  }
}
