/** POST /api/enquire (spec 7): sends the enquiry fields. */
import { useMutation } from "@tanstack/react-query";
import type { EnquiryData, EnquiryReceipt } from "../../../worker/contract/enquiry";
import { sendJson } from "../../lib/api";

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (payload: EnquiryData) => sendJson<EnquiryReceipt>("POST", "/api/enquire", payload),
  });
}
