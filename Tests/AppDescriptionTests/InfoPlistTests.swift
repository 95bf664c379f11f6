import Foundation
import Testing

@testable import TapbenchAppDescription

@Suite("Info.plist")
struct InfoPlistTests {
    @Test("an Xcode Info.plist: build-setting references stay unresolved, every URL type's schemes are read")
    func xcodeInfoPlist() throws {
        let info = try InfoPlist(FixtureFiles.data("Pizza/Info.plist"), buildSettings: [:])
        #expect(info.bundleIdentifier == .unresolved("$(PRODUCT_BUNDLE_IDENTIFIER)"))
        #expect(info.displayName == .resolved("Pizza"))
        #expect(info.urlSchemes == [.resolved("pizza"), .resolved("pizza-orders"), .unresolved("$(PRODUCT_BUNDLE_IDENTIFIER)")])
        #expect(info.supportsLiveActivities == true)
        #expect(info.supportsLiveActivitiesFrequentUpdates == false)
        #expect(info.problems.isEmpty)
    }

    @Test("with PRODUCT_BUNDLE_IDENTIFIER given, the identifier and the scheme that names it resolve")
    func settingsResolve() throws {
        let info = try InfoPlist(FixtureFiles.data("Pizza/Info.plist"), buildSettings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.pizza"])
        #expect(info.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(info.urlSchemes == [.resolved("pizza"), .resolved("pizza-orders"), .resolved("com.example.pizza")])
    }

    @Test("a binary property list reads as its XML twin does")
    func binary() throws {
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.pizza", "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleURLTypes": [["CFBundleURLName": "orders", "CFBundleURLSchemes": ["pizza"]]],
            "NSSupportsLiveActivities": true, "NSSupportsLiveActivitiesFrequentUpdates": true,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(data.prefix(6) == Data("bplist".utf8))
        let info = try InfoPlist(data, buildSettings: [:])
        #expect(info.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(info.displayName == .unresolved("$(PRODUCT_NAME)"))
        #expect(info.urlSchemes == [.resolved("pizza")])
        #expect(info.supportsLiveActivities == true)
        #expect(info.supportsLiveActivitiesFrequentUpdates == true)
    }

    @Test("an OpenStep property list, where YES is true")
    func openStep() throws {
        let text = """
            {
                CFBundleIdentifier = "com.example.pizza";
                CFBundleDisplayName = Pizza;
                CFBundleURLTypes = ( { CFBundleURLSchemes = ( pizza, "pizza-orders" ); } );
                NSSupportsLiveActivities = YES;
                NSSupportsLiveActivitiesFrequentUpdates = NO;
            }
            """
        let info = try InfoPlist(Data(text.utf8), buildSettings: [:])
        #expect(info.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(info.displayName == .resolved("Pizza"))
        #expect(info.urlSchemes == [.resolved("pizza"), .resolved("pizza-orders")])
        #expect(info.supportsLiveActivities == true)
        #expect(info.supportsLiveActivitiesFrequentUpdates == false)
    }

    @Test("keys a generated Info.plist leaves out come from the build settings Xcode writes them from")
    func generatedKeys() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>CFBundleURLTypes</key>
                <array><dict><key>CFBundleURLSchemes</key><array><string>pizza</string><string>Pizza</string></array></dict></array>
            </dict></plist>
            """
        let settings = [
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.pizza", "INFOPLIST_KEY_CFBundleDisplayName": "Pizza Now",
            "INFOPLIST_KEY_NSSupportsLiveActivities": "YES",
        ]
        let info = try InfoPlist(Data(text.utf8), buildSettings: settings)
        #expect(info.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(info.displayName == .resolved("Pizza Now"))
        #expect(info.urlSchemes == [.resolved("pizza")], "schemes compare ignoring case, so Pizza repeats pizza")
        #expect(info.supportsLiveActivities == true)
        #expect(info.supportsLiveActivitiesFrequentUpdates == nil)
    }

    @Test("URL types of the wrong shape and a scheme that cannot be one are problems, one line each")
    func shapeProblems() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>CFBundleIdentifier</key><integer>7</integer>
                <key>NSSupportsLiveActivities</key><string>sometimes</string>
                <key>CFBundleURLTypes</key>
                <array>
                    <string>pizza</string>
                    <dict><key>CFBundleURLSchemes</key><string>pizza</string></dict>
                    <dict><key>CFBundleURLSchemes</key><array><string>pizza app</string><true/><string>pizza</string></array></dict>
                    <dict><key>CFBundleURLName</key><string>a type with no schemes</string></dict>
                </array>
            </dict></plist>
            """
        let info = try InfoPlist(Data(text.utf8), buildSettings: [:])
        #expect(info.urlSchemes == [.resolved("pizza")])
        #expect(info.bundleIdentifier == nil)
        #expect(info.supportsLiveActivities == nil)
        #expect(
            info.problems == [
                "CFBundleIdentifier is a number, not a string",
                "NSSupportsLiveActivities is a string, not YES or NO",
                "CFBundleURLTypes item 0 is a string, not a dictionary",
                "CFBundleURLTypes item 1: CFBundleURLSchemes is a string, not an array of schemes",
                "CFBundleURLSchemes has \"pizza app\", which is not a URL scheme (a letter, then letters, digits, +, - or .)",
                "CFBundleURLTypes item 2: a CFBundleURLSchemes entry is a boolean, not a string",
            ])
    }

    @Test("a file that is not a property list, or not a dictionary, gives the parser's reason")
    func malformed() {
        let cases: [(String, String)] = [
            ("<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key></dict></plist>", "is not a property list: Value missing for key inside <dict> at line 1"),
            ("<plist version=\"1.0\"><dict><key>a</key><string>b</string></plist>", "is not a property list: Close tag on line 1 does not match open tag dict"),
            ("{ CFBundleIdentifier = ", "is not a property list: Unexpected EOF while parsing plist"),
            ("<plist version=\"1.0\"><array><string>pizza</string></array></plist>", "holds an array, not a dictionary of keys"),
            ("", "is empty"),
        ]
        for (text, reason) in cases {
            #expect(throws: FileProblem(reason: reason)) { try InfoPlist(Data(text.utf8), buildSettings: [:]) }
        }
    }
}
