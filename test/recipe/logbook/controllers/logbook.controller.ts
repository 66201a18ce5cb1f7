import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, ZBody } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { logDiveSchema, type LogDiveInput } from '../contracts/logbook';
import { LogbookService } from '../services/logbook.service';

/** A diver's log (logged-in only: closed by default). */
@ApiTags('logbook')
@Controller('logbook/dives')
export class LogbookController {
  constructor(private readonly logbook: LogbookService) {}

  @Post()
  async log(@Auth() auth: AuthContext, @ZBody(logDiveSchema) body: LogDiveInput) {
    return new Ok(await this.logbook.log(auth.userId, body), 'logbook.logged');
  }

  @Get()
  mine(@Auth() auth: AuthContext) {
    return this.logbook.mine(auth.userId);
  }
}
