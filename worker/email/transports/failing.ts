/** EMAIL_TRANSPORT="failing": every send fails with a retryable error (tests, local drills). */
import { TransportError, type EmailTransport } from "../transport";

export const FAILING_TRANSPORT_MESSAGE = "Simulated transport failure (EMAIL_TRANSPORT=failing)";

export function failingTransport(): EmailTransport {
  return {
    name: "failing",
    async send() {
      throw new TransportError(FAILING_TRANSPORT_MESSAGE, "E_SIMULATED_FAILURE");
    },
  };
}
