/// Why `tapbench init` writes nothing: one line that says what was wrong and what would be right. Every
/// refusal is found before the first file is written.
struct InitRefusal: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    static func wouldOverwrite(_ path: String) -> InitRefusal {
        InitRefusal("\(path) exists, and init never overwrites — move it away, or give a new or empty folder")
    }

    static func notAFolder(_ directory: String) -> InitRefusal {
        InitRefusal("\(directory) is a file — give the folder the bench package goes in, new or empty")
    }

    static func noSources(_ given: String) -> InitRefusal {
        InitRefusal("--sources \(given) does not exist — give a folder of the app's Swift code, such as its widget extension's")
    }

    static func sourcesIsAFile(_ given: String) -> InitRefusal {
        InitRefusal("--sources \(given) is a file — give the folder that holds it")
    }

    static func givenTwice(_ given: String) -> InitRefusal {
        InitRefusal("--sources \(given) is given twice — give each folder once")
    }

    static func nested(_ inner: String, in outer: String) -> InitRefusal {
        InitRefusal("--sources \(inner) is inside --sources \(outer), which brings it in already — give one of them")
    }

    static func sameLinkName(_ first: String, _ second: String, name: String) -> InitRefusal {
        InitRefusal("--sources \(first) and \(second) would both be linked as \(name) — give folders whose names differ")
    }

    static func sourcesInside(_ given: String, directory: String) -> InitRefusal {
        InitRefusal("--sources \(given) is inside \(directory), where the bench package goes — keep the app's folders outside it")
    }

    static func directoryInside(_ directory: String, sources given: String) -> InitRefusal {
        InitRefusal("\(directory) is inside --sources \(given), so the app's code would take in the bench — put the bench beside the app's folders")
    }

    static func noFile(_ option: String, _ given: String, wanted: String) -> InitRefusal {
        InitRefusal("\(option) \(given) is not a file — give the path of the app's \(wanted)")
    }

    static let mixedAASA = InitRefusal(
        "--aasa takes one file for every domain, or HOST=FILE for each domain, not both — such as --aasa example.com=aasa.json")

    static func noTapbench(_ given: String) -> InitRefusal {
        InitRefusal("--tapbench \(given) is not a folder with a Package.swift — give the Tapbench package's folder, or its git URL")
    }

    static func tapbenchGone(_ path: String) -> InitRefusal {
        InitRefusal("the Tapbench package this tapbench was built from is gone from \(path) — give --tapbench PATH or --tapbench URL")
    }

    static func noWidgets(searched: [String]) -> InitRefusal {
        InitRefusal(
            "no @main WidgetBundle or Widget in \(searched.joined(separator: ", ")) — the widget extension's folder must be among --sources")
    }

    static func twoWidgets(_ first: String, _ second: String) -> InitRefusal {
        InitRefusal("two @main widget bundles, \(first) and \(second) — give the folders of one widget extension")
    }

    static func badName(_ name: String) -> InitRefusal {
        InitRefusal("the name '\(name)' cannot become a Swift identifier — give --name with a letter first, such as --name Pizza")
    }
}
