extension UTTypeRegistry {
    /// The system's declared types, parents first within each family.
    static let systemDeclarations: [Declaration] = [
        Declaration(identifier: "public.item", parents: [], name: "item"),
        Declaration(identifier: "public.content", parents: [], name: "content"),
        Declaration(identifier: "public.composite-content", parents: ["public.content"], name: "composite content"),
        Declaration(identifier: "public.data", parents: ["public.item"], name: "data"),
        Declaration(identifier: "public.directory", parents: ["public.item"], name: "directory"),
        Declaration(identifier: "public.folder", parents: ["public.directory"], name: "folder"),
        Declaration(identifier: "public.volume", parents: ["public.folder"], name: "volume"),
        Declaration(identifier: "com.apple.package", parents: ["public.directory"], name: "package"),
        Declaration(identifier: "com.apple.bundle", parents: ["public.directory"], name: "bundle"),
        Declaration(identifier: "public.symlink", parents: ["public.item"], name: "symbolic link"),
        Declaration(identifier: "public.url", parents: ["public.data"], name: "URL"),
        Declaration(identifier: "public.file-url", parents: ["public.url"], name: "file URL"),
        Declaration(
            identifier: "public.text", parents: ["public.data", "public.content"], name: "text"),
        Declaration(
            identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"],
            mimeTypes: ["text/plain"], name: "plain text"),
        Declaration(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], name: "UTF-8 plain text"),
        Declaration(
            identifier: "public.utf16-plain-text", parents: ["public.plain-text"], name: "UTF-16 plain text"),
        Declaration(
            identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"],
            name: "rich text"),
        Declaration(
            identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"],
            mimeTypes: ["text/html"], name: "HTML text"),
        Declaration(
            identifier: "public.xml", parents: ["public.text"], extensions: ["xml"],
            mimeTypes: ["application/xml", "text/xml"], name: "XML text"),
        Declaration(
            identifier: "public.json", parents: ["public.text"], extensions: ["json"],
            mimeTypes: ["application/json"], name: "JSON"),
        Declaration(
            identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"],
            mimeTypes: ["application/x-yaml"], name: "YAML"),
        Declaration(
            identifier: "public.comma-separated-values-text", parents: ["public.text"], extensions: ["csv"],
            mimeTypes: ["text/csv"], name: "CSV text"),
        Declaration(
            identifier: "public.tab-separated-values-text", parents: ["public.text"], extensions: ["tsv"],
            mimeTypes: ["text/tab-separated-values"], name: "TSV text"),
        Declaration(identifier: "public.source-code", parents: ["public.plain-text"], name: "source code"),
        Declaration(
            identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"],
            name: "Swift source"),
        Declaration(identifier: "public.script", parents: ["public.source-code"], name: "script"),
        Declaration(
            identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh", "command"],
            mimeTypes: ["application/x-sh"], name: "shell script"),
        Declaration(
            identifier: "public.python-script", parents: ["public.script"], extensions: ["py"],
            mimeTypes: ["text/x-python"], name: "Python script"),
        Declaration(
            identifier: "com.netscape.javascript-source", parents: ["public.script"], extensions: ["js"],
            mimeTypes: ["text/javascript"], name: "JavaScript"),
        Declaration(
            identifier: "net.daringfireball.markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"],
            mimeTypes: ["text/markdown"], name: "Markdown"),
        Declaration(
            identifier: "public.image", parents: ["public.data", "public.content"], name: "image"),
        Declaration(
            identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"],
            name: "PNG image"),
        Declaration(
            identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
            mimeTypes: ["image/jpeg"], name: "JPEG image"),
        Declaration(
            identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"],
            mimeTypes: ["image/gif"], name: "GIF image"),
        Declaration(
            identifier: "public.heic", parents: ["public.heif-standard"], extensions: ["heic"],
            mimeTypes: ["image/heic"], name: "HEIC image"),
        Declaration(
            identifier: "public.heif-standard", parents: ["public.image"], extensions: ["heif"],
            mimeTypes: ["image/heif"], name: "HEIF image"),
        Declaration(
            identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"],
            mimeTypes: ["image/tiff"], name: "TIFF image"),
        Declaration(
            identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"],
            mimeTypes: ["image/bmp"], name: "BMP image"),
        Declaration(
            identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"],
            mimeTypes: ["image/webp"], name: "WebP image"),
        Declaration(
            identifier: "public.svg-image", parents: ["public.image"], extensions: ["svg"],
            mimeTypes: ["image/svg+xml"], name: "SVG image"),
        Declaration(identifier: "public.camera-raw-image", parents: ["public.image"], name: "raw image"),
        Declaration(
            identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], name: "media"),
        Declaration(identifier: "public.movie", parents: ["public.audiovisual-content"], name: "movie"),
        Declaration(identifier: "public.video", parents: ["public.movie"], name: "video"),
        Declaration(
            identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpeg4"],
            mimeTypes: ["video/mp4"], name: "MPEG-4 movie"),
        Declaration(
            identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"],
            mimeTypes: ["video/quicktime"], name: "QuickTime movie"),
        Declaration(identifier: "public.audio", parents: ["public.audiovisual-content"], name: "audio"),
        Declaration(
            identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"],
            name: "MP3 audio"),
        Declaration(
            identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"],
            mimeTypes: ["audio/mp4"], name: "MPEG-4 audio"),
        Declaration(
            identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav", "wave"],
            mimeTypes: ["audio/wav"], name: "WAVE audio"),
        Declaration(
            identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"],
            mimeTypes: ["application/pdf"], name: "PDF document"),
        Declaration(identifier: "public.archive", parents: ["public.data"], name: "archive"),
        Declaration(
            identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"],
            mimeTypes: ["application/zip"], name: "ZIP archive"),
        Declaration(
            identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz", "gzip"],
            mimeTypes: ["application/gzip"], name: "gzip archive"),
        Declaration(
            identifier: "public.tar-archive", parents: ["public.archive"], extensions: ["tar"],
            mimeTypes: ["application/x-tar"], name: "tar archive"),
        Declaration(identifier: "public.spreadsheet", parents: ["public.content"], name: "spreadsheet"),
        Declaration(identifier: "public.presentation", parents: ["public.composite-content"], name: "presentation"),
        Declaration(
            identifier: "public.vcard", parents: ["public.data", "public.contact"], extensions: ["vcf", "vcard"],
            mimeTypes: ["text/vcard"], name: "vCard"),
        Declaration(identifier: "public.contact", parents: ["public.item"], name: "contact"),
        Declaration(
            identifier: "com.apple.ical.ics", parents: ["public.data", "public.calendar-event"], extensions: ["ics"],
            mimeTypes: ["text/calendar"], name: "iCalendar"),
        Declaration(identifier: "public.calendar-event", parents: ["public.item"], name: "calendar event"),
        Declaration(
            identifier: "com.apple.mail.email", parents: ["public.data"], extensions: ["eml"],
            mimeTypes: ["message/rfc822"], name: "email message"),
        Declaration(identifier: "public.font", parents: ["public.data"], name: "font"),
        Declaration(
            identifier: "org.idpf.epub-container", parents: ["public.data", "public.composite-content"],
            extensions: ["epub"], mimeTypes: ["application/epub+zip"], name: "EPUB"),
        Declaration(identifier: "public.executable", parents: ["public.item"], name: "executable"),
        Declaration(identifier: "com.apple.application", parents: ["public.executable"], name: "application"),
    ]
}
