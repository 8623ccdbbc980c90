/** POST /api/enquire (docs/api.md): sends the enquiry fields. */
import { useMutation } from "@tanstack/react-query";
import type { EnquiryData } from "../../../worker/contract/enquiry";
import { api, json } from "../../lib/api";

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (payload: EnquiryData) => json(api.enquire.$post({ json: payload })),
  });
}
