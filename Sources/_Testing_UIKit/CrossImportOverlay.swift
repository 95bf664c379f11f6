// Swift Testing declares a cross-import overlay for UIKit (attachments of `UIImage`s): a file that imports
// both Testing and UIKit imports `_Testing_UIKit` too. This module is that overlay, empty, so that such a test
// file compiles against the bench's UIKit.
