<?php
namespace Composer\Autoload;

class ClassLoader
{
    private array $prefixLengthsPsr4 = [];
    private array $prefixDirsPsr4 = [];
    private array $missingClasses = [];
    public array $loaded = [];

    public function setPsr4(string $prefix, $paths): void
    {
        $length = strlen($prefix);
        if ('\\' !== $prefix[$length - 1]) {
            throw new \InvalidArgumentException("A non-empty PSR-4 prefix must end with a namespace separator.");
        }
        $this->prefixLengthsPsr4[$prefix[0]][$prefix] = $length;
        $this->prefixDirsPsr4[$prefix] = (array) $paths;
    }

    public function register(bool $prepend = false): void
    {
        spl_autoload_register([$this, 'loadClass'], true, $prepend);
    }

    public function unregister(): void
    {
        spl_autoload_unregister([$this, 'loadClass']);
    }

    public function loadClass(string $class): ?bool
    {
        if ($file = $this->findFile($class)) {
            $this->loaded[] = $class;
            includeFile($file);
            return true;
        }
        return null;
    }

    public function findFile(string $class)
    {
        if (isset($this->missingClasses[$class])) {
            return false;
        }
        $logicalPathPsr4 = strtr($class, '\\', DIRECTORY_SEPARATOR) . '.php';
        $first = $class[0];
        if (isset($this->prefixLengthsPsr4[$first])) {
            $subPath = $class;
            while (false !== $lastPos = strrpos($subPath, '\\')) {
                $subPath = substr($subPath, 0, $lastPos);
                $search = $subPath . '\\';
                if (isset($this->prefixDirsPsr4[$search])) {
                    $pathEnd = DIRECTORY_SEPARATOR . substr($logicalPathPsr4, $lastPos + 1);
                    foreach ($this->prefixDirsPsr4[$search] as $dir) {
                        if (file_exists($file = $dir . $pathEnd)) {
                            return $file;
                        }
                    }
                }
            }
        }
        $this->missingClasses[$class] = true;
        return false;
    }
}

function includeFile($file)
{
    include $file;
}
