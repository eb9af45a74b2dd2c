//! A small writer of SVG (and of any XML): elements with attributes, text, escaping.
//!
//! It knows nothing of Sudoku; `picture` draws the board with it.

use std::fmt::Write;

/// A document being written: elements are opened, filled and closed in order.
pub struct Svg {
    out: String,
    open: Vec<&'static str>,
}

/// Writes `text` with the five characters XML gives a meaning to escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
    out
}

/// A number as SVG writes it: whole numbers without a decimal point, others with at most
/// two decimals.
pub fn number(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else {
        let text = format!("{rounded:.2}");
        text.trim_end_matches('0').to_string()
    }
}

impl Svg {
    /// A document whose root `<svg>` element is `width` by `height` user units, scaled to
    /// the space it is given.
    pub fn new(width: f64, height: f64, class: &str) -> Svg {
        let mut svg = Svg {
            out: String::new(),
            open: Vec::new(),
        };
        let view_box = format!("0 0 {} {}", number(width), number(height));
        svg.open(
            "svg",
            &[
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("viewBox", &view_box),
                ("class", class),
                ("role", "img"),
            ],
        );
        svg
    }

    fn start_tag(&mut self, name: &str, attributes: &[(&str, &str)]) {
        self.out.push('<');
        self.out.push_str(name);
        for (key, value) in attributes {
            let _ = write!(self.out, " {key}=\"{}\"", escape(value));
        }
    }

    /// Opens an element; [`Svg::close`] ends it.
    pub fn open(&mut self, name: &'static str, attributes: &[(&str, &str)]) {
        self.start_tag(name, attributes);
        self.out.push('>');
        self.open.push(name);
    }

    /// Ends the element opened last.
    pub fn close(&mut self) {
        if let Some(name) = self.open.pop() {
            let _ = write!(self.out, "</{name}>");
        }
    }

    /// An element with no content.
    pub fn empty(&mut self, name: &str, attributes: &[(&str, &str)]) {
        self.start_tag(name, attributes);
        self.out.push_str("/>");
    }

    /// An element holding `text`, escaped.
    pub fn text(&mut self, name: &str, attributes: &[(&str, &str)], text: &str) {
        self.start_tag(name, attributes);
        self.out.push('>');
        self.out.push_str(&escape(text));
        let _ = write!(self.out, "</{name}>");
    }

    /// Markup written as it is: for a style sheet, whose text needs no escaping.
    pub fn raw(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// The document, every element still open closed.
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_nest_and_text_is_escaped() {
        let mut svg = Svg::new(10.0, 20.5, "board");
        svg.open("g", &[("class", "a&b")]);
        svg.empty("rect", &[("x", "1")]);
        svg.text("text", &[], "r1c1<>5 & \"more\"");
        let out = svg.finish();
        assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 20.5\""));
        assert!(out.contains("<g class=\"a&amp;b\"><rect x=\"1\"/>"));
        assert!(out.contains("<text>r1c1&lt;&gt;5 &amp; &quot;more&quot;</text>"));
        assert!(out.ends_with("</g></svg>"));
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(number(3.0), "3");
        assert_eq!(number(2.5), "2.5");
        assert_eq!(number(1.0 / 3.0), "0.33");
        assert_eq!(number(-4.0), "-4");
    }
}
