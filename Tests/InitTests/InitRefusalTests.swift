import Foundation
import Testing

@testable import Tapbench

/// A refusal of `tapbench init`: what the project holds first, the command line, and the one line it gives.
struct Refusal: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let line: String
    var prepare: @Sendable (FakeXcodeProject) throws -> Void = { _ in }

    var testDescription: String { line }
}

@Suite("tapbench init refuses bad input with one line, and writes nothing")
struct InitRefusalTests {
    static let refusals: [Refusal] = [
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets"],
            line: "bench/Package.swift exists, and init never overwrites — move it away, or give a new or empty folder",
            prepare: { try $0.write("bench/Package.swift", "// ours\n") }),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets"],
            line: "bench/.github/workflows/tapbench.yml exists, and init never overwrites — move it away, or give a new or empty folder",
            prepare: { try $0.write("bench/.github/workflows/tapbench.yml", "name: ours\n") }),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets"],
            line: "bench/Sources exists, and init never overwrites — move it away, or give a new or empty folder",
            prepare: { try $0.write("bench/Sources", "a file\n") }),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets"],
            line: "bench is a file — give the folder the bench package goes in, new or empty",
            prepare: { try $0.write("bench", "a file\n") }),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidget"],
            line: "--sources PizzaWidget does not exist — give a folder of the app's Swift code, such as its widget extension's"),
        Refusal(arguments: ["bench", "--sources", "Pizza/Info.plist"], line: "--sources Pizza/Info.plist is a file — give the folder that holds it"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--sources", "./PizzaWidgets/"],
            line: "--sources ./PizzaWidgets/ is given twice — give each folder once"),
        Refusal(
            arguments: ["bench", "--sources", "Pizza/Preview Content", "--sources", "Pizza", "--sources", "PizzaWidgets"],
            line: "--sources Pizza/Preview Content is inside --sources Pizza, which brings it in already — give one of them"),
        Refusal(
            arguments: [".", "--sources", "PizzaWidgets"],
            line: "--sources PizzaWidgets is inside ., where the bench package goes — keep the app's folders outside it"),
        Refusal(
            arguments: ["PizzaWidgets/Bench", "--sources", "PizzaWidgets"],
            line: "PizzaWidgets/Bench is inside --sources PizzaWidgets, so the app's code would take in the bench — put the bench beside the app's folders"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--info-plist", "Pizza/Info-iOS.plist"],
            line: "--info-plist Pizza/Info-iOS.plist is not a file — give the path of the app's Info.plist"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--entitlements", "Pizza"],
            line: "--entitlements Pizza is not a file — give the path of the app's entitlements file"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--aasa", "pizza.example.com=web/aasa.json"],
            line: "--aasa web/aasa.json is not a file — give the path of the app's apple-app-site-association file"),
        Refusal(
            arguments: [
                "bench", "--sources", "PizzaWidgets", "--aasa", "web/apple-app-site-association", "--aasa", "pizza.example.com=web/apple-app-site-association",
            ],
            line: "--aasa takes one file for every domain, or HOST=FILE for each domain, not both — such as --aasa example.com=aasa.json"),
        Refusal(
            arguments: ["bench", "--sources", "Pizza"],
            line: "no @main WidgetBundle or Widget in Pizza — the widget extension's folder must be among --sources"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--sources", "WatchWidgets"],
            line: "two @main widget bundles, PizzaWidgets in PizzaWidgets/PizzaWidgetsBundle.swift and WatchWidgets in WatchWidgets/WatchWidgets.swift — give the folders of one widget extension",
            prepare: { try $0.write("WatchWidgets/WatchWidgets.swift", "@main\nstruct WatchWidgets: WidgetBundle {}\n") }),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--name", "2048"],
            line: "the name '2048' cannot become a Swift identifier — give --name with a letter first, such as --name Pizza"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--name", "Default"],
            line: "the name 'Default' cannot become a Swift identifier — give --name with a letter first, such as --name Pizza"),
        Refusal(
            arguments: ["bench", "--sources", "PizzaWidgets", "--tapbench", "../tapbench"],
            line: "--tapbench ../tapbench is not a folder with a Package.swift — give the Tapbench package's folder, or its git URL"),
    ]

    @Test("each refusal is its one line, and the project is as it was", arguments: refusals)
    func refuses(_ refusal: Refusal) throws {
        let project = try FakeXcodeProject()
        try refusal.prepare(project)
        let before = project.snapshot()
        #expect(throws: InitRefusal(refusal.line)) {
            try InitCommand.parse(refusal.arguments).write(base: project.url, builtFrom: project.tapbench)
        }
        #expect(project.snapshot() == before)
    }

    @Test("when the Tapbench package it was built from is gone, init asks for --tapbench")
    func tapbenchGone() throws {
        let project = try FakeXcodeProject()
        let gone = project.url.appendingPathComponent("moved")
        #expect(throws: InitRefusal("the Tapbench package this tapbench was built from is gone from \(gone.path) — give --tapbench PATH or --tapbench URL")) {
            try InitCommand.parse(["bench", "--sources", "PizzaWidgets"]).write(base: project.url, builtFrom: gone)
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("bench").path))
    }
}
