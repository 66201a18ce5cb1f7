import { Injectable } from '@nestjs/common';
import type { CarrierCode } from '@contracts/schemas/shop';
import { Kuaidi100Carrier } from '../carriers/kuaidi100.carrier';
import { SandboxCarrier } from '../carriers/sandbox.carrier';
import type { Carrier } from '../ports/carrier.port';

/** The carriers the shop knows (the `Carrier` port's adapters): which one takes a parcel of a carrier code. */
@Injectable()
export class CarrierDesk {
  private readonly all: readonly Carrier[];

  constructor(sandbox: SandboxCarrier, kuaidi100: Kuaidi100Carrier) {
    this.all = [sandbox, kuaidi100];
  }

  /** The carrier that takes `code` now; undefined when none does (e.g. Kuaidi100 not configured). */
  for(code: CarrierCode): Carrier | undefined {
    return this.all.find((c) => c.carries(code));
  }
}
