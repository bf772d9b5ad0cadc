//! The documentation holds together: every link of the README, the changelog and `docs/`
//! leads to a file (and a heading) that is there, every section of `docs/rules.md` that the
//! code cites exists, and the README stays a page a newcomer reads.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README, the changelog and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The targets of the Markdown links `[text](target)` in `text`, outside code.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        // Inline code is not a link.
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = prose.as_str();
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            if let Some(end) = rest.find(')') {
                out.push(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
    }
    out
}

/// The anchors of a page's headings, as GitHub makes them: lower case, punctuation dropped,
/// spaces as hyphens, a repeated one numbered.
fn anchors(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        }
        if in_fence || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let n = seen.iter().filter(|a| **a == slug).count();
        out.push(if n == 0 {
            slug.clone()
        } else {
            format!("{slug}-{n}")
        });
        seen.push(slug);
    }
    out
}

#[test]
fn every_link_of_the_docs_leads_to_a_file_and_a_heading_that_are_there() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, anchor) = match link.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (link.as_str(), None),
            };
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            let name = page.strip_prefix(root()).unwrap().display().to_string();
            if !target.exists() {
                broken.push(format!("{name}: {link} (no such file)"));
                continue;
            }
            if let Some(anchor) = anchor {
                let there = std::fs::read_to_string(&target).unwrap_or_default();
                if !anchors(&there).iter().any(|a| a == anchor) {
                    broken.push(format!("{name}: {link} (no such heading)"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// Every file of the repository's code, tests, benches and scripts.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            if !p.ends_with("snapshots") {
                sources(&p, out);
            }
        } else {
            out.push(p);
        }
    }
}

#[test]
fn every_section_of_the_rules_the_code_cites_is_there() {
    let rules = std::fs::read_to_string(root().join("docs/rules.md")).unwrap();
    let sections: Vec<String> = rules
        .lines()
        .filter_map(|l| l.strip_prefix("## "))
        .filter_map(|l| l.split('.').next())
        .map(str::to_string)
        .collect();
    let mut files = Vec::new();
    for dir in ["src", "tests", "benches", "scripts", "docs"] {
        sources(&root().join(dir), &mut files);
    }
    // Made of parts, so that this file does not cite a section itself.
    let needle = ["docs/rules.md", " §"].concat();
    let mut cited = 0;
    let mut wrong = Vec::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let name = f.strip_prefix(root()).unwrap().display().to_string();
        // The file the code cites is the project's own; the specification outside the
        // repository is not something a reader of it can open.
        let elsewhere = ["RULES", ".md"].concat();
        if text.contains(&elsewhere) {
            wrong.push(format!(
                "{name}: cites {elsewhere}, which is not in the repository"
            ));
        }
        for (i, _) in text.match_indices(&needle) {
            let n: String = text[i + needle.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            cited += 1;
            if !sections.contains(&n) {
                wrong.push(format!("{name}: {needle}{n} is not a section"));
            }
        }
    }
    assert!(
        cited >= 10,
        "only {cited} citations found: is the search right?"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The rules' text names every rule setting by its flag (docs/rules.md §5): a new option is
/// not done until it is written down.
#[test]
fn every_rule_setting_is_in_the_rules_text() {
    let rules = std::fs::read_to_string(root().join("docs/rules.md")).unwrap();
    for s in morris::settings::table::rules() {
        assert!(
            rules.contains(&format!("`--{}", s.flag)),
            "docs/rules.md does not name --{}",
            s.flag
        );
    }
}

#[test]
fn the_readme_is_a_page_a_newcomer_reads() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 150,
        "the README has {lines} lines: the rest goes to docs/"
    );
    for must in [
        "cargo install --path .",
        "cargo run --release",
        "cargo test",
    ] {
        assert!(readme.contains(must), "the README does not say {must}");
    }
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        anchors("# A\n## 6. Notation and records\n## `bestmove` and `morris engine`\n## A\n"),
        [
            "a",
            "6-notation-and-records",
            "bestmove-and-morris-engine",
            "a-1"
        ]
    );
    assert_eq!(
        links("[a](x.md) `[b](y.md)` [c](z.md#q)\n```\n[d](w.md)\n```\n"),
        ["x.md", "z.md#q"]
    );
}

/// The sentence of "Commands for scripts" about the preferences file names exactly those of
/// its commands that read it (`morris rules` prints the rules a new game would be played by,
/// the file's default game included), and `morris rules` does read it.
#[test]
fn the_commands_for_scripts_that_read_the_preferences_are_named() {
    use clap::Parser;
    let text = std::fs::read_to_string(root().join("docs/records.md")).unwrap();
    let section = text
        .split("## Commands for scripts")
        .nth(1)
        .unwrap()
        .split("\n## ")
        .next()
        .unwrap();
    let mut parts = section.split("```");
    let (block, prose) = (parts.nth(1).unwrap(), parts.next().unwrap());
    let mut reading = Vec::new();
    for line in block.lines() {
        let command = line.split('#').next().unwrap().trim();
        // Words as the shell splits them: a "quoted" one is one word.
        let words: Vec<&str> = command
            .split('"')
            .enumerate()
            .flat_map(|(i, part)| match i % 2 {
                1 => vec![part],
                _ => part.split_whitespace().collect(),
            })
            .collect();
        if words.first() != Some(&"morris") {
            continue;
        }
        let cli = morris::cli::Cli::try_parse_from(&words).unwrap();
        let name = format!("`morris {}`", words[1]);
        if cli.reads_prefs() && !reading.contains(&name) {
            reading.push(name);
        }
    }
    assert!(!reading.is_empty());
    let prose = prose.replace('\n', " ");
    let sentence = prose
        .split(". ")
        .find(|s| s.contains("preferences file"))
        .unwrap();
    let named: Vec<String> = sentence
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| w.starts_with("morris "))
        .map(|w| format!("`{}`", w))
        .collect();
    assert_eq!(named, reading, "{sentence}");
}

/// Every preset whose rules (`morris rules --variant V`) draw on a full board says so in the
/// README's and docs/rules.md's tables of the variants and in `--help`.
#[test]
fn the_variant_tables_say_which_presets_draw_on_a_full_board() {
    let home = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = crate::common::binary(home.path())
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let help = run(&["--help"]);
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let rules = std::fs::read_to_string(root().join("docs/rules.md")).unwrap();
    for v in morris::rules::Variant::ALL {
        let name = v.name();
        let draws = run(&["rules", "--variant", name]).contains("A full board");
        let row = |text: &str| {
            text.lines()
                .find(|l| l.starts_with(&format!("| `{name}`")))
                .unwrap_or_else(|| panic!("no row of {name}"))
                .to_string()
        };
        // Its line of the presets and the lines it wraps onto.
        let in_help: String = help
            .lines()
            .skip_while(|l| !l.starts_with(&format!("  {name} ")))
            .enumerate()
            .take_while(|(i, l)| *i == 0 || l.starts_with("     "))
            .map(|(_, l)| l)
            .collect();
        for (page, line) in [
            ("README.md", row(&readme)),
            ("docs/rules.md", row(&rules)),
            ("--help", in_help),
        ] {
            assert_eq!(line.contains("full board"), draws, "{page}, {name}: {line}");
        }
    }
}

/// Issue 36, 18: docs/computer.md, docs/engine-protocol.md, docs/performance.md and
/// scripts/match.py sent the reader to `../shared/tools/…`, which a reader of the repository
/// does not have. Every path the pages and the scripts name stays inside the repository, and
/// the script that builds Sanmill's engines is here.
#[test]
fn the_docs_and_scripts_point_only_inside_the_repository() {
    let mut files = pages();
    // Every script, those in folders of their own too (scripts/ray/).
    let mut scripts: Vec<PathBuf> = crate::common::files_below(&root().join("scripts"));
    assert!(!scripts.is_empty());
    scripts.sort();
    files.extend(scripts);
    let root = root().canonicalize().unwrap();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let dir = file.parent().unwrap();
        for (at, _) in text.match_indices("../") {
            // The path from its first `..`: back to the word's start, on to its end.
            let start = text[..at]
                .rfind(|c: char| c.is_whitespace() || "`(\"'".contains(c))
                .map_or(0, |i| i + 1);
            let end = text[at..]
                .find(|c: char| c.is_whitespace() || "`)\"'#,".contains(c))
                .map_or(text.len(), |i| at + i);
            let named = &text[start..end];
            // A Markdown link is read from its page's folder; a path in prose or code from the
            // project's folder, where the docs run their commands.
            let mut path = if text[..start].ends_with("](") {
                dir.to_path_buf()
            } else {
                root.clone()
            };
            for part in Path::new(named).components() {
                match part {
                    std::path::Component::ParentDir => {
                        path.pop();
                    }
                    std::path::Component::Normal(p) => path.push(p),
                    _ => {}
                }
            }
            assert!(
                path.starts_with(&root),
                "{} names {named}, outside the repository",
                file.display()
            );
        }
    }
    let build = root.join("scripts/build-sanmill");
    assert!(build.exists(), "the script that builds Sanmill's engines");
    for (page, want) in [
        ("docs/computer.md", "scripts/build-sanmill"),
        ("docs/engine-protocol.md", "scripts/build-sanmill"),
        ("scripts/match.py", "scripts/build-sanmill"),
    ] {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        assert!(text.contains(want), "{page} does not name {want}");
        assert!(
            !text.contains("engine-match"),
            "{page} names another match tool"
        );
    }
}

/// scripts/build-sanmill never clones into the repository itself.
#[test]
fn build_sanmill_refuses_a_folder_inside_the_repository() {
    if !crate::common::have("bash", "--version") {
        return;
    }
    let inside = root().join("target/sanmill-here");
    let out = std::process::Command::new("bash")
        .arg(root().join("scripts/build-sanmill"))
        .arg("cpp")
        .arg(&inside)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is inside morris's repository"), "{err}");
    assert!(!inside.exists(), "it made {}", inside.display());
}
