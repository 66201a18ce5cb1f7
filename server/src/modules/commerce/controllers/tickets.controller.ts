import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { ticketListSchema, type TicketListInput } from '@contracts/schemas/commerce';
import { Auth, Lang, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { TicketsService } from '../services/tickets.service';

/** The caller's ticket wallet and history (`?orderId=` narrows either to one of the caller's orders). */
@ApiTags('tickets')
@Controller('tickets')
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  wallet(@Auth() auth: AuthContext, @ZQuery(ticketListSchema) query: TicketListInput, @Lang() lang: Language) {
    return this.tickets.list(auth.userId, 'wallet', query, lang);
  }

  @Get('history')
  history(@Auth() auth: AuthContext, @ZQuery(ticketListSchema) query: TicketListInput, @Lang() lang: Language) {
    return this.tickets.list(auth.userId, 'history', query, lang);
  }

  @Get(':id')
  get(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.tickets.get(auth.userId, params.id, lang);
  }
}
