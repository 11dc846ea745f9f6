/// A length of time is an intent value, as in Apple's framework (iOS 27): the calendar schema's
/// `travelTime: Duration?`, an alarm that is `case offset(Duration)` of a `@UnionValue`, an intent's
/// `@Parameter var snooze: Duration`.
///
/// Given on the command line as `15m`, `1h 30m`, `-10m`, `90` (seconds) or ISO 8601's `PT1H30M`, by
/// agents also as a number of seconds (docs/CLI.md).
extension Duration: _IntentValue {
    public static var _valueKind: _IntentValueKind { .primitive(.duration) }
}
