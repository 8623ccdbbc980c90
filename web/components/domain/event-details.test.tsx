import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { createI18n, type Locale } from "../../../worker/contract/i18n";
import { eventSettingsKey } from "../../lib/event-settings";
import { I18nProvider } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import {
  DetailList,
  EventDateDetail,
  EventFacts,
  HelplineDetail,
  SupportEmailDetail,
  VenueDetail,
  WifiDetail,
} from "./event-details";

/** Every event detail, in `locale`, with the default event settings. */
function renderDetails(locale: Locale) {
  const client = createQueryClient();
  client.setQueryData(eventSettingsKey(), DEFAULT_SETTINGS);
  const wrap = (children: ReactNode) => (
    <I18nProvider i18n={createI18n(locale, locale === "ar" ? arabic : {})}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return render(
    wrap(
      <>
        <EventFacts withTime />
        <DetailList>
          <VenueDetail />
          <EventDateDetail />
          <WifiDetail />
          <HelplineDetail />
          <SupportEmailDetail />
        </DetailList>
      </>,
    ),
  );
}

/** The terms of the description list, in order. */
const terms = (container: HTMLElement) => [...container.querySelectorAll("dt")].map((term) => term.textContent);

describe("event details", () => {
  it("write the date, times and labels in English as the spec words them", () => {
    const { container } = renderDetails("en");
    expect(screen.getByText("Monday, October 13, 2025, 8:00 AM - 12:30 PM")).toBeInTheDocument();
    expect(terms(container)).toEqual(["Venue", "Event Date", "WiFi", "Support Helpline", "Support Email"]);
    expect(screen.getByText("8:00 AM - 12:30 PM (Kuwait time)")).toBeInTheDocument();
    expect(screen.getByText("Network:", { exact: false })).toHaveTextContent("Network: Conference2025");
    expect(screen.getByRole("link", { name: "Open in Maps" })).toBeInTheDocument();
  });

  it("write them in Arabic, with Arabic dates and times and the numbers, addresses and codes left to right", () => {
    const { container } = renderDetails("ar");
    expect(screen.getByText("الاثنين، 13 أكتوبر 2025، 8:00 ص - 12:30 م")).toBeInTheDocument();
    expect(terms(container)).toEqual([
      "المكان",
      "تاريخ الفعالية",
      "شبكة واي فاي",
      "خط الدعم",
      "البريد الإلكتروني للدعم",
    ]);
    expect(screen.getByText("الاثنين، 13 أكتوبر 2025")).toBeInTheDocument();
    expect(screen.getByText("8:00 ص - 12:30 م (بتوقيت الكويت)")).toBeInTheDocument();
    expect(screen.getByText("Conference2025").parentElement).toHaveTextContent("الشبكة: Conference2025");
    expect(screen.getByText("PPP-Kuwait-2025")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "فتح في الخرائط" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+965 2295 7700" })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "events@conference2025.com" })).toHaveAttribute("dir", "ltr");
  });
});
