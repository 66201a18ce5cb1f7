/** Events the auth module publishes (past tense, plain data). Other modules import only this folder. */
export class UserRegistered {
  constructor(
    readonly userId: string,
    readonly via: 'phone' | 'email' | 'oauth',
    readonly language: string,
  ) {}
}

export class PasswordChanged {
  constructor(
    readonly userId: string,
    readonly via: 'password' | 'code' | 'reset',
  ) {}
}

export class PhoneChanged {
  constructor(readonly userId: string) {}
}

export class AccountDeletionRequested {
  constructor(
    readonly requestId: string,
    readonly userId: string,
  ) {}
}

export class AccountDeletionDecided {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly decision: 'deleted' | 'rejected',
    readonly reason: string | null,
  ) {}
}
