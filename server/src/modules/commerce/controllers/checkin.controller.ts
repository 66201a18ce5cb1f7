import { Controller, Get, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import {
  checkinKeysSchema,
  checkinOrderSchema,
  checkinResultSchema,
  checkinScanSchema,
  checkinSyncResultSchema,
  checkinSyncSchema,
  checkinVerifyResultSchema,
  checkinVerifySchema,
  orderNumberParamSchema,
  type CheckinResult,
  type CheckinScanInput,
  type CheckinSyncInput,
  type CheckinVerifyInput,
  type OrderNumberParam,
} from '@contracts/schemas/commerce';
import { Auth, Lang, Roles, ZBody, ZParams, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CheckinService } from '../services/checkin.service';

/** Check-in at the door: volunteers and admins only (403 for everyone else). */
@Roles('volunteer', 'admin')
@Controller('checkin')
export class CheckinController {
  constructor(private readonly checkin: CheckinService) {}

  @Post('scan')
  @ZResponse(checkinResultSchema, 'Check a ticket’s QR code and admit its holder when it is valid')
  async scan(@Auth() auth: AuthContext, @ZBody(checkinScanSchema) body: CheckinScanInput, @Lang() lang: Language): Promise<CheckinResult> {
    const { conflict: _conflict, ...result } = await this.checkin.scan(auth.userId, body, lang);
    return result;
  }

  @Get('orders/:number')
  @ZResponse(checkinOrderSchema, 'Look up a ticket order by its number at the door')
  order(@ZParams(orderNumberParamSchema) params: OrderNumberParam, @Lang() lang: Language) {
    return this.checkin.order(params.number, lang);
  }

  @Post('verify')
  @ZResponse(checkinVerifyResultSchema, 'Verify a number of an order’s remaining tickets by the order number')
  verify(@Auth() auth: AuthContext, @ZBody(checkinVerifySchema) body: CheckinVerifyInput, @Lang() lang: Language) {
    return this.checkin.verify(auth.userId, body, lang);
  }

  @Get('keys')
  @ZResponse(checkinKeysSchema, 'Public keys, revoked and verified tickets and current exhibitions for offline check-in')
  keys(@Lang() lang: Language) {
    return this.checkin.keys(lang);
  }

  @Post('sync')
  @ZResponse(checkinSyncResultSchema, 'Send check-ins made offline; each is answered like a scan, conflicts flagged')
  sync(@Auth() auth: AuthContext, @ZBody(checkinSyncSchema) body: CheckinSyncInput, @Lang() lang: Language) {
    return this.checkin.sync(auth.userId, body, lang);
  }
}
