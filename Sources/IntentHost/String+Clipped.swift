extension String {
    /// The text cut to 80 characters for a message, so an error never repeats a megabyte of input.
    var clipped: String {
        count > 80 ? String(prefix(77)) + "…" : self
    }
}
