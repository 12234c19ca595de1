"""packaging/link_duplicates.py links byte-identical libraries and nothing else."""

from tests.paths import REPO, load_script

link_duplicates = load_script(REPO / "packaging" / "link_duplicates.py").link_duplicates


def test_identical_copies_become_relative_symlinks(tmp_path):
    for folder, content in [("a.libs", b"same"), ("b.libs", b"same"), ("c.libs", b"diff")]:
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "libx.so.1").write_bytes(content)
    (tmp_path / "b.libs" / "liby.so").write_bytes(b"same")  # other name: not a copy

    assert link_duplicates(tmp_path) == 4

    copy = tmp_path / "b.libs" / "libx.so.1"
    assert copy.is_symlink()
    assert str(copy.readlink()) == "../a.libs/libx.so.1"
    assert copy.read_bytes() == b"same"
    assert not (tmp_path / "a.libs" / "libx.so.1").is_symlink()
    assert not (tmp_path / "c.libs" / "libx.so.1").is_symlink()
    assert (tmp_path / "c.libs" / "libx.so.1").read_bytes() == b"diff"
    assert not (tmp_path / "b.libs" / "liby.so").is_symlink()
    assert link_duplicates(tmp_path) == 0  # a second pass finds nothing more
