// The plan as a calendar file (RFC 5545 .ics): one event per check-in and one for the retake, each
// at its local time in the person's time zone (DTSTART;TZID=...) with that zone's VTIMEZONE (from
// @touch4it/ical-timezones), so a calendar shows them at the chosen time on both sides of a
// daylight-saving change. Written here rather than with ical-generator, which stamps DTSTAMP in the
// calendar's zone without its Z and reads a Date's wall time in the server's own zone.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { formatInTimeZone } from 'date-fns-tz';

const EVENT_MINUTES = 15;

export interface CalendarInput {
  planId: string;
  siteUrl: string;
  siteName: string;
  capability: string;
  ifThen: string;
  timeZone: string;
  checkIns: Array<{ n: number; dueAt: Date }>;
  retakeAt: Date;
  /** When the file is made (each event's DTSTAMP). */
  now: Date;
}

export const calendarFileName = (createdAt: Date) =>
  `prioritization-plan-${createdAt.toISOString().slice(0, 10)}.ics`;

/** TEXT as RFC 5545 escapes it. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets, each continuation starting with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const localStamp = (instant: Date, zone: string) =>
  formatInTimeZone(instant, zone, "yyyyMMdd'T'HHmmss");

export function planCalendar(input: CalendarInput): string {
  const host = new URL(input.siteUrl).hostname;
  const zone = input.timeZone;
  const event = (uid: string, start: Date, summary: string, description: string, url: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}@${host}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;TZID=${zone}:${localStamp(start, zone)}`,
    `DTEND;TZID=${zone}:${localStamp(new Date(start.getTime() + EVENT_MINUTES * 60_000), zone)}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(input.siteName)}//Prioritization plan//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${text(`My plan: ${input.capability}`)}`,
    `X-WR-TIMEZONE:${zone}`,
    ...(getVtimezoneComponent(zone)?.trim().split(/\r?\n/) ?? []),
    ...input.checkIns.flatMap((checkIn) =>
      event(
        `plan-${input.planId}-check-in-${checkIn.n}`,
        checkIn.dueAt,
        `Check-in ${checkIn.n}: ${input.capability}`,
        `${input.ifThen}\n\nThe check-in email comes at this time, with one-click answers.`,
        `${input.siteUrl}/dashboard`,
      ),
    ),
    ...event(
      `plan-${input.planId}-retake`,
      input.retakeAt,
      'Retake the Prioritization Self-Assessment',
      `See whether ${input.capability} changed: ${input.siteUrl}/assessment/take`,
      `${input.siteUrl}/assessment/take`,
    ),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
