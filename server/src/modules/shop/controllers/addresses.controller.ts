import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { addressInputSchema, addressSchema, patchAddressSchema, type AddressInput, type PatchAddressInput } from '@contracts/schemas/shop';
import { Auth, Lang, ZBody, ZParams, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { AddressesService } from '../services/addresses.service';

/** The member's delivery addresses (SPEC's `area` tree; at most 20, one default). */
@Controller('me/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ZResponse(z.array(addressSchema), 'The member’s delivery addresses, the default first')
  list(@Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.addresses.list(auth.userId, lang);
  }

  @Post()
  @ZResponse(addressSchema, 'Add a delivery address (the first, or one marked so, becomes the default)')
  create(@Auth() auth: AuthContext, @ZBody(addressInputSchema) body: AddressInput, @Lang() lang: Language) {
    return this.addresses.create(auth.userId, body, lang);
  }

  @Patch(':id')
  @ZResponse(addressSchema, 'Change a delivery address, or make it the default')
  patch(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(patchAddressSchema) body: PatchAddressInput,
    @Lang() lang: Language,
  ) {
    return this.addresses.patch(auth.userId, p.id, body, lang);
  }

  @Delete(':id')
  @ZResponse(z.null(), 'Delete a delivery address (deleting the default makes the newest one the default)')
  remove(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam) {
    return this.addresses.remove(auth.userId, p.id);
  }
}
