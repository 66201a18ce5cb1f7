import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import {
  checkinScanSchema,
  checkinSyncSchema,
  checkinVerifySchema,
  orderNumberParamSchema,
  type CheckinResult,
  type CheckinScanInput,
  type CheckinSyncInput,
  type CheckinVerifyInput,
  type OrderNumberParam,
} from '@contracts/schemas/commerce';
import { Auth, Lang, Roles, ZBody, ZParams } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CheckinService } from '../services/checkin.service';

/** Check-in at the door: volunteers and admins only (403 for everyone else). */
@ApiTags('checkin')
@Roles('volunteer', 'admin')
@Controller('checkin')
export class CheckinController {
  constructor(private readonly checkin: CheckinService) {}

  @Post('scan')
  async scan(@Auth() auth: AuthContext, @ZBody(checkinScanSchema) body: CheckinScanInput, @Lang() lang: Language): Promise<CheckinResult> {
    const { conflict: _conflict, ...result } = await this.checkin.scan(auth.userId, body, lang);
    return result;
  }

  @Get('orders/:number')
  order(@ZParams(orderNumberParamSchema) params: OrderNumberParam, @Lang() lang: Language) {
    return this.checkin.order(params.number, lang);
  }

  @Post('verify')
  verify(@Auth() auth: AuthContext, @ZBody(checkinVerifySchema) body: CheckinVerifyInput, @Lang() lang: Language) {
    return this.checkin.verify(auth.userId, body, lang);
  }

  @Get('keys')
  keys(@Lang() lang: Language) {
    return this.checkin.keys(lang);
  }

  @Post('sync')
  sync(@Auth() auth: AuthContext, @ZBody(checkinSyncSchema) body: CheckinSyncInput, @Lang() lang: Language) {
    return this.checkin.sync(auth.userId, body, lang);
  }
}
