# Sourced by scripts/image-base.sh and scripts/image-redis.sh: the mmdebstrap options of a slim
# Debian bookworm root for an image made without a registry. Debian's essential packages only,
# without documentation, manuals, locales or apt's lists; usrmerge (and the perl it pulls in,
# 50 MB) is removed once the root is merged. A script adds its own --include and hooks after these.
slim_root_options=(
  --quiet --variant=essential
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*'
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --aptopt='Acquire::Languages "none"'
  --customize-hook='chroot "$1" dpkg --purge --force-depends usrmerge libfile-find-rule-perl perl libperl5.36 perl-modules-5.36 libnumber-compare-perl libtext-glob-perl >/dev/null'
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*'
)
