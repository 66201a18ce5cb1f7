import { Controller, Get } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { ticketListSchema, ticketSchema, type TicketListInput } from '@contracts/schemas/commerce';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { TicketsService } from '../services/tickets.service';

/** The caller's ticket wallet and history (`?orderId=` narrows either to one of the caller's orders). */
@Controller('tickets')
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  @ZResponse(pagedOf(ticketSchema), 'My ticket wallet: tickets waiting to be verified (?orderId= of no order of mine: 404)', {
    errors: [404],
  })
  wallet(@Auth() auth: AuthContext, @ZQuery(ticketListSchema) query: TicketListInput, @Lang() lang: Language) {
    return this.tickets.list(auth.userId, 'wallet', query, lang);
  }

  @Get('history')
  @ZResponse(pagedOf(ticketSchema), 'My used, refunded and expired tickets (?orderId= of no order of mine: 404)', { errors: [404] })
  history(@Auth() auth: AuthContext, @ZQuery(ticketListSchema) query: TicketListInput, @Lang() lang: Language) {
    return this.tickets.list(auth.userId, 'history', query, lang);
  }

  @Get(':id')
  @ZResponse(ticketSchema, 'One of my tickets')
  get(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.tickets.get(auth.userId, params.id, lang);
  }
}
