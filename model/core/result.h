#pragma once

#include <QString>
#include <optional>
#include <utility>

namespace railyard {

// Outcome of an operation that can fail on user input. The message is written for the user:
// it names the file, line or object and says what to do.
template <class T>
class Result {
public:
    Result(T value) : m_value(std::move(value)) {}
    static Result failure(QString message)
    {
        Result r;
        r.m_error = std::move(message);
        return r;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }
    T &value() { return *m_value; }
    const T &value() const { return *m_value; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return &*m_value; }

private:
    Result() = default;
    std::optional<T> m_value;
    QString m_error;
};

// For operations with no value to return.
class Status {
public:
    Status() = default;
    static Status failure(QString message)
    {
        Status s;
        s.m_error = std::move(message);
        s.m_failed = true;
        return s;
    }
    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }

private:
    QString m_error;
    bool m_failed = false;
};

} // namespace railyard
