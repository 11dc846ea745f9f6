import Foundation

/// How often something repeats is an intent value, as in Apple's framework (iOS 18.2): the App
/// Schema reminders domain's `recurrence`, an intent's `@Parameter var repeats:
/// Calendar.RecurrenceRule?`, an entity's property.
///
/// Given on the command line and by agents as an iCalendar (RFC 5545) `RRULE` value,
/// `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10`, or as `weekly` or `every 6 months` (docs/CLI.md).
extension Calendar.RecurrenceRule: _IntentValue {
    public static var _valueKind: _IntentValueKind { .primitive(.recurrenceRule) }
}
