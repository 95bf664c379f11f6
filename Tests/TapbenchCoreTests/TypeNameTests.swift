import Testing
import TapbenchCore

private struct Outer {
    struct Inner {}
    enum Step { case one }
}
private struct Box<Value> { struct Nested {} }
private protocol Marker {}
private class Base {}
private final class Derived: Base {}

@Suite("Type names")
struct TypeNameTests {
    /// The device files activities under `TypeName.of`, and transcripts show it: it must read exactly as
    /// `String(describing:)`, which the app's own code uses, for every kind of type an app declares.
    @Test("TypeName.of names a type as String(describing:) does")
    func sameAsDescribing() {
        struct Local {}
        enum LocalEnum { case only }
        let types: [Any.Type] = [
            Int.self, Outer.self, Outer.Inner.self, Outer.Step.self, Box<Int>.self, Box<Outer.Inner>.self, Box<Int>.Nested.self,
            Int?.self, [String: Outer.Inner].self, [[Int]?].self, (Int, String).self, ((Int) -> Void).self, (any Marker).self,
            (any Marker.Type).self, Base.self, Derived.self, Any.self, AnyObject.self, Int.Type.self, Void.self, Local.self,
            LocalEnum.self,
        ]
        #expect(types.map(TypeName.of) == types.map { String(describing: $0) })
    }
}
