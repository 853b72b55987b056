/** A call the fake fetch recorded, and an answer other than 200 (`reply(409, {...})`). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; a FormData as it was sent. */
  body: unknown;
}

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);
