/// Conditional conformances that let inspection recognize generic shapes (`Set<E>`,
/// `[E]`) and build typed codecs for them without knowing their element types statically.

import Foundation

/// `Set<E>` or `[E]` with `E: CaseIterable`: several options chosen at once.
protocol MultipleChoiceShape {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec
}

extension Set: MultipleChoiceShape where Element: CaseIterable {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec {
        MultipleChoiceCodec<Set<Element>>(element: EnumCodec<Element>(titles: titles))
    }
}

extension Array: MultipleChoiceShape where Element: CaseIterable {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec {
        MultipleChoiceCodec<[Element]>(element: EnumCodec<Element>(titles: titles))
    }
}

/// Any array: a collection of items.
protocol ArrayShape {
    static var elementType: Any.Type { get }
    static func collectionCodec(element: any ValueCodec) -> any ValueCodec
}

extension Array: ArrayShape {
    static var elementType: Any.Type { Element.self }
    static func collectionCodec(element: any ValueCodec) -> any ValueCodec {
        CollectionCodec<Element>(element: element)
    }
}

/// Types that are never opened up as nested models: Foundation leaves show their
/// internals under reflection.
protocol OpaqueLeaf {}
extension Dictionary: OpaqueLeaf {}
extension Data: OpaqueLeaf {}
